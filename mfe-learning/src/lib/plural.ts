/** plural(1, 'problem') → '1 problem'; plural(3, 'video') → '3 videos'. */
export const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
