import { createHmac } from 'node:crypto';
import { pseudonymOfDigest, type Pseudonym } from '../domain/users/personal-data';
import { personalDataRepository as repo } from './personal-data.repository';

/**
 * A deleted person's pseudonym in their company: HMAC-SHA-256 of their uid under the company's
 * own key, which only the server reads. Without the key a uid cannot be turned into its pseudonym.
 */
export async function pseudonymOf(companyId: string, uid: string): Promise<Pseudonym> {
  const key = await repo.pseudonymKey(companyId);
  return pseudonymOfDigest(createHmac('sha256', key).update(uid).digest('hex'));
}
