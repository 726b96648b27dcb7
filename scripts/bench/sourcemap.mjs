// Attributes a built file's bytes to the packages its source map names (decoding the VLQ mappings).
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** The package a source path belongs to: the last node_modules segment, or the workspace folder. */
export function packageOf(source) {
  const parts = source.split('node_modules/');
  if (parts.length > 1) {
    const rest = parts[parts.length - 1].split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const workspace = source.match(/(?:^|\/)(shell|shared|mfe-[a-z]+)\/src\//);
  if (workspace) return workspace[1] === 'shared' ? '@chapter/shared' : workspace[1];
  return 'webpack runtime';
}

/** Bytes of generated code per package, for one file and its parsed source map. */
export function bytesByPackage(code, map) {
  const lines = code.split('\n');
  const totals = new Map();
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineNo) => {
    const length = (lines[lineNo] ?? '').length;
    let column = 0;
    let current = null;
    let start = 0;
    for (const segment of line.split(',').filter(Boolean)) {
      const values = decodeSegment(segment);
      column += values[0];
      if (current !== null) totals.set(current, (totals.get(current) ?? 0) + column - start);
      if (values.length >= 4) {
        sourceIndex += values[1];
        current = packageOf(map.sources[sourceIndex]);
      } else current = 'webpack runtime';
      start = column;
    }
    if (current !== null) totals.set(current, (totals.get(current) ?? 0) + Math.max(0, length - start));
  });
  return totals;
}
