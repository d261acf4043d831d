export const CERT_DIR: string;
export function ensureCertificates(dir?: string): Promise<{ cert: Buffer; key: Buffer; ca: string }>;
