/** The company's field users: their documents, counters and driver licences (accounts/ holds their sign-in). */
export {
  allUsers,
  applyChecklistCounters,
  createUser,
  countUsersForExport,
  createUserRecord,
  findUser,
  findUsers,
  getUser,
  removeUserRecord,
  saveDriverLicense,
  updateUser,
  userAuditRecord,
  usersForExport,
} from './users.service';
