/** The platform's companies: their settings, admins and ids, and the deletion of everything a company holds. */
export {
  companyAdmin,
  companyAdminIds,
  companyIds,
  companyLetterhead,
  companySettings,
  companyUserIds,
} from './companies.service';
