export interface SandboxRequest {
  method: string;
  /** Path after the platform prefix, e.g. '/graphql'. */
  path: string;
  query: URLSearchParams;
  body: string;
}

export interface SandboxReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export const json = (value: unknown, status = 200): SandboxReply => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify(value),
});

export const html = (body: string, status = 200): SandboxReply => ({ status, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body });

export const notFound = (): SandboxReply => json({ message: 'Not found' }, 404);

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
