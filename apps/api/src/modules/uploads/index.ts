export { uploadedImageId } from './service.js';
