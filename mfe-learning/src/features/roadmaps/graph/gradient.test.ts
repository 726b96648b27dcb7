import { gradientFor } from './gradient';

test('the same slug always gets the same gradient, and slugs spread over several', () => {
  expect(gradientFor('frontend')).toBe(gradientFor('frontend'));
  expect(gradientFor('frontend')).toMatch(/^linear-gradient\(135deg, #[0-9a-f]{6}, #[0-9a-f]{6}\)$/);
  const seen = new Set(['frontend', 'backend', 'competitive', 'devops', 'ml', 'android', 'web3', 'systems'].map(gradientFor));
  expect(seen.size).toBeGreaterThan(3);
});
