/** The company's field users: their documents, counters and driver licences (accounts/ holds their sign-in). */
export {
  applyChecklistCounters,
  countUsersForExport,
  createUserRecord,
  findUser,
  findUsers,
  getUser,
  removeUserRecord,
  saveDriverLicense,
  userAuditRecord,
  usersForExport,
} from './users.service';
