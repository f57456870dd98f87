/** The company's field users: their documents, counters and driver licences (accounts/ holds their sign-in). */
export {
  allUsers,
  applyChecklistCounters,
  createUser,
  createUserRecord,
  findUser,
  findUsers,
  getUser,
  removeUserRecord,
  saveDriverLicense,
  updateUser,
  userAuditRecord,
} from './users.service';
