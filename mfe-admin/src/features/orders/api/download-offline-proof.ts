// The proof of an offline payment needs the bearer token, so a plain link cannot download it:
// mfe-shared's downloadFile fetches it with the token, as the credit notes do (decision 142).
import { adminApi, offlineProofFilename } from 'mfe-shared/contracts/admin';
import { downloadFile } from 'mfe-shared/download';

export async function downloadOfflineProof(id: number, contentType: string): Promise<void> {
  await downloadFile(adminApi.offlinePaymentProof(id), { accept: contentType, fallbackName: offlineProofFilename(id, contentType) });
}
