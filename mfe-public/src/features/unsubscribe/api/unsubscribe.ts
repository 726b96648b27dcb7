import { call, useApiMutation, useApiQuery } from '@chapter/shared';

/** What the link's token names (the kind of mail, the masked address); reading it changes nothing. */
export function useUnsubscribeTarget(token: string) {
  return useApiQuery(['unsubscribe', token], () => call('GET /mail/unsubscribe', { query: { token } }), {
    enabled: token !== '',
    select: (body) => body.data,
    staleTime: Infinity,
  });
}

/** Turns that kind of mail off. */
export function useUnsubscribe() {
  return useApiMutation((token: string) => call('POST /mail/unsubscribe', { query: {}, body: { token } }));
}
