/** The company's field users: their documents, counters and driver licences (accounts/ holds their sign-in). */
export {
  applyChecklistCounters,
  createUserRecord,
  findUser,
  findUsers,
  getUser,
  removeUserRecord,
  saveDriverLicense,
  userAuditRecord,
} from './users.service';
