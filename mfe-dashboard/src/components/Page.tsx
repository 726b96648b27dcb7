import styled from 'styled-components';
import { Card as KitCard, PageColumn } from '@chapter/shared';

export { CardTitle, Centered } from '@chapter/shared';

/** The column every page of this remote sits in (profiles read best a little narrower). */
export const Page = styled(PageColumn).attrs({ $width: 1100 })``;

/** A white panel with a heading; sections of a page are cards (a little roomier here: 24 px inside). */
export const Card = styled(KitCard).attrs({ $padding: 24 })``;
