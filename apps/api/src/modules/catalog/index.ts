export { type CatalogService, catalogService } from './service.js';
