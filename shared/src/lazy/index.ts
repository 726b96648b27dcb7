export { onDemand, useOpenedOnce } from './onDemand';
