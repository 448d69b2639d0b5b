import { API_BASE_URL } from '../config/env';

/**
 * Where a prescription's PDF and a report download from. They are plain links: the browser sends
 * the session cookie, and the API answers an attachment only to the patient and their doctors.
 */
export const prescriptionPdfUrl = (id: string) =>
  `${API_BASE_URL}/prescriptions/${encodeURIComponent(id)}/pdf`;

export const reportDownloadUrl = (id: string) =>
  `${API_BASE_URL}/reports/${encodeURIComponent(id)}/download`;

/** The photo of a paper prescription an order came with, for the pharmacist who checks it. */
export const orderPrescriptionPhotoUrl = (orderId: string) =>
  `${API_BASE_URL}/orders/${encodeURIComponent(orderId)}/prescription-photo`;
