import { useRef } from 'react';
import { FormField, Input, ROLES, roleLabel, Select, USER_PAGE_SIZES, useEarlyValue, type Role } from '@chapter/shared';
import { Toolbar } from '../../../components/ui';

export type ProtectionFilter = 'all' | 'protected' | 'unprotected';
export type UserFilterValues = { search: string; role: Role | ''; protection: ProtectionFilter; limit: (typeof USER_PAGE_SIZES)[number] };

export type UserFiltersProps = { values: UserFilterValues; onChange: (values: UserFilterValues) => void };

/** Search (debounced by the page), position, protection and page size. */
export function UserFilters({ values, onChange }: UserFiltersProps) {
  const set = <K extends keyof UserFilterValues>(key: K, value: UserFilterValues[K]) => onChange({ ...values, [key]: value });
  // The page may come drawn by the server: a search typed before the app attached is searched for.
  const search = useRef<HTMLInputElement>(null);
  useEarlyValue(search, (typed) => set('search', typed));
  return (
    <Toolbar role="search">
      <FormField label="Search">
        {(control) => (
          <Input
            {...control}
            ref={search}
            type="search"
            placeholder="Search users..."
            value={values.search}
            onChange={(event) => set('search', event.target.value)}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label="Position">
        {(control) => (
          <Select {...control} value={values.role} onChange={(event) => set('role', event.target.value as Role | '')}>
            <option value="">All positions</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Protection">
        {(control) => (
          <Select {...control} value={values.protection} onChange={(event) => set('protection', event.target.value as ProtectionFilter)}>
            <option value="all">All users</option>
            <option value="protected">Protected</option>
            <option value="unprotected">Not protected</option>
          </Select>
        )}
      </FormField>
      <FormField label="Rows per page">
        {(control) => (
          <Select {...control} value={values.limit} onChange={(event) => set('limit', Number(event.target.value) as UserFilterValues['limit'])}>
            {USER_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </Toolbar>
  );
}
