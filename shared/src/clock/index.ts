export { dateFormat, drawWithClock, localeDateString, localeString, readerDay, sameReaderDay } from './drawnClock';
export type { ReaderClock } from './readerClock';
