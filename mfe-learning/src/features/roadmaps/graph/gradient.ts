const GRADIENTS = [
  ['#00895e', '#2f8d46'],
  ['#2563eb', '#7c3aed'],
  ['#db2777', '#f97316'],
  ['#0891b2', '#22c55e'],
  ['#7c3aed', '#e11d48'],
  ['#ea580c', '#facc15'],
  ['#0f766e', '#0ea5e9'],
  ['#4f46e5', '#06b6d4'],
] as const;

/** A roadmap card's colours: picked from the slug, so a card keeps its look across renders and visits. */
export function gradientFor(slug: string): string {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const [from, to] = GRADIENTS[hash % GRADIENTS.length];
  return `linear-gradient(135deg, ${from}, ${to})`;
}
