// react-hot-toast ships success/error icons only; these fill in info and warning.
const circle = (fill: string, glyph: string) => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="10" fill={fill} />
    <text x="10" y="14.5" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff" fontFamily="sans-serif">
      {glyph}
    </text>
  </svg>
);

export const InfoIcon = ({ fill }: { fill: string }) => circle(fill, 'i');
export const WarningIcon = ({ fill }: { fill: string }) => circle(fill, '!');
