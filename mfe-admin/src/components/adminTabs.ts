/** The admin area's pages, in tab order (users, e-mails, scheduler and errors, then the extra controls, the month end, the group chat's webhooks, the remotes' deployments and the audit log). */
export const ADMIN_TABS = [
  { to: '/admin/users', label: 'User Management' },
  { to: '/admin/emails', label: 'Allowed Emails' },
  { to: '/admin/scheduler', label: 'Scheduler Controls' },
  { to: '/admin/errors', label: 'Error Controllers' },
  { to: '/admin/controls', label: 'Extra Controls' },
  { to: '/admin/month-end', label: 'Month End' },
  { to: '/admin/webhooks', label: 'Webhooks' },
  { to: '/admin/deployments', label: 'Deployments' },
  { to: '/admin/audit', label: 'Audit Log' },
] as const;
