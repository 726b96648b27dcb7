import { useState } from 'react';
import { PAGE } from '@chapter/shared';

/** One page of a list the answer carries whole (a month end's members can be 70 and more). */
export function usePaged<T>(items: T[], size: number = PAGE.adminList) {
  const [wanted, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const page = Math.min(wanted, totalPages);
  const first = (page - 1) * size;
  return { page, setPage, totalPages, shown: items.slice(first, first + size), from: first + 1, to: Math.min(first + size, items.length) };
}
