export { pharmacyRepository, type MedicineRow } from './repository.js';
export { medicineOf, pharmacyService, type PharmacyService } from './service.js';
