/** The platform's companies: their settings, admins and ids, and the deletion of everything a company holds. */
export {
  companyAdmin,
  companyAdminIds,
  companyIds,
  companyNameAndTimeZone,
  companySettings,
  companyUserIds,
} from './companies.service';
