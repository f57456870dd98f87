/**
 * Every screen's path (spec section 2), in one place: the web router, its links and the links the
 * server puts in notifications and pushes are all built here.
 */
const segment = (id: string) => encodeURIComponent(id);

export const paths = {
  root: '/',
  login: '/login',
  dashboardAlias: '/dashboard',
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    companies: '/admin/companies',
    newCompany: '/admin/companies/new',
    editCompany: (id: string) => `/admin/companies/${segment(id)}/edit`,
    templates: '/admin/templates',
    newTemplate: '/admin/templates/new',
    editTemplate: (id: string) => `/admin/templates/${segment(id)}/edit`,
    users: '/admin/users',
    newUser: '/admin/users/new',
    editUser: (id: string) => `/admin/users/${segment(id)}/edit`,
    vehicles: '/admin/vehicles',
    newVehicle: '/admin/vehicles/new',
    vehicle: (id: string) => `/admin/vehicles/${segment(id)}`,
    editVehicle: (id: string) => `/admin/vehicles/${segment(id)}/edit`,
    responses: '/admin/responses',
    response: (id: string) => `/admin/responses/${segment(id)}`,
    debugImages: '/admin/debug/images',
    audit: '/admin/audit',
  },
  field: {
    list: '/mobile',
    checklist: (id: string) => `/mobile/checklist/${segment(id)}`,
    desktopList: '/user-dashboard',
    desktopChecklist: (id: string) => `/user-checklist/${segment(id)}`,
  },
} as const;

/**
 * Route patterns for the router, relative to their parent where the router nests them. They
 * mirror `paths`; `:id` stands for the id segment.
 */
export const routePatterns = {
  admin: {
    dashboard: 'dashboard',
    companies: 'companies',
    newCompany: 'companies/new',
    editCompany: 'companies/:id/edit',
    templates: 'templates',
    newTemplate: 'templates/new',
    editTemplate: 'templates/:id/edit',
    users: 'users',
    newUser: 'users/new',
    editUser: 'users/:id/edit',
    vehicles: 'vehicles',
    newVehicle: 'vehicles/new',
    vehicle: 'vehicles/:id',
    editVehicle: 'vehicles/:id/edit',
    responses: 'responses',
    response: 'responses/:id',
    debugImages: 'debug/images',
    audit: 'audit',
  },
  field: {
    checklist: '/mobile/checklist/:id',
    desktopChecklist: '/user-checklist/:id',
  },
} as const;

const legacy = routePatterns.admin;

/** Paths of the previous app (spec section 2): each redirects to the same path under /admin. */
export const LEGACY_ADMIN_PATTERNS: readonly string[] = [
  legacy.companies,
  legacy.newCompany,
  legacy.editCompany,
  legacy.templates,
  legacy.newTemplate,
  legacy.editTemplate,
  legacy.users,
  legacy.newUser,
  legacy.editUser,
  legacy.vehicles,
  legacy.newVehicle,
  legacy.editVehicle,
  legacy.responses,
  legacy.response,
].map((pattern) => `/${pattern}`);
