import { webhookSchema, webhookUrlProblem } from '.';
import { errorsOf } from './testErrors';

const valid = { name: 'Chapter Discord', kind: 'discord', url: 'https://discord.com/api/webhooks/123/abc' };

describe('webhookSchema', () => {
  it('takes a named https webhook of a known kind', async () => {
    expect(await errorsOf(webhookSchema, valid)).toEqual([]);
    expect(await webhookSchema.validate({ ...valid, name: '  Discord  ', url: ' https://hooks.slack.com/services/T/B/x ' })).toEqual({
      name: 'Discord',
      kind: 'discord',
      url: 'https://hooks.slack.com/services/T/B/x',
    });
  });

  it('requires each field and keeps to the limits', async () => {
    expect(await errorsOf(webhookSchema, { name: ' ', kind: '', url: '' })).toEqual(['Name is required', 'Choose Discord, Slack or JSON', 'URL is required']);
    expect(await errorsOf(webhookSchema, { ...valid, name: 'x'.repeat(61) })).toEqual(['Name must be at most 60 characters']);
    expect(await errorsOf(webhookSchema, { ...valid, kind: 'teams' })).toEqual(['Choose Discord, Slack or JSON']);
    expect(await errorsOf(webhookSchema, { ...valid, url: `https://example.org/${'a'.repeat(2048)}` })).toEqual(['URL must be at most 2048 characters']);
  });

  it('refuses plain http except to this machine, and anything that is not a full address', async () => {
    expect(await errorsOf(webhookSchema, { ...valid, url: 'http://chat.example.org/hook' })).toEqual(['Use an https:// address (http:// only for localhost)']);
    expect(await errorsOf(webhookSchema, { ...valid, url: 'discord.com/api/webhooks/1/x' })).toEqual(['Enter the full address, starting with https://']);
    expect(await errorsOf(webhookSchema, { ...valid, url: 'ftp://example.org/x' })).toEqual(['Enter the full address, starting with https://']);
    expect(webhookUrlProblem('http://localhost:8080/hook')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:9/hook')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1.example.org/hook')).not.toBeNull();
  });
});
