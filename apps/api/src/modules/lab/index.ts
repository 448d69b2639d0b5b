export { type LabService, labService } from './service.js';
export {
  flagAgainst,
  readValue,
  referenceRangeFor,
  type RangeReader,
  type ValueFlag,
} from './reference-ranges.js';
