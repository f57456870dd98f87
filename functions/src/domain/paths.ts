/**
 * Every screen's path (spec section 2), in one place: the web router, its links and the links the
 * server puts in notifications and pushes are all built here.
 */

/** Every screen once, as its full route pattern; `:id` stands for the id segment. */
const screens = {
  root: '/',
  login: '/login',
  dashboardAlias: '/dashboard',
  /** A workshop's O.S. link: no account, the id is the link's token. */
  workshopLink: '/oficina/:id',
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    companies: '/admin/companies',
    newCompany: '/admin/companies/new',
    editCompany: '/admin/companies/:id/edit',
    templates: '/admin/templates',
    newTemplate: '/admin/templates/new',
    editTemplate: '/admin/templates/:id/edit',
    users: '/admin/users',
    newUser: '/admin/users/new',
    editUser: '/admin/users/:id/edit',
    vehicles: '/admin/vehicles',
    newVehicle: '/admin/vehicles/new',
    vehicle: '/admin/vehicles/:id',
    editVehicle: '/admin/vehicles/:id/edit',
    responses: '/admin/responses',
    response: '/admin/responses/:id',
    debugImages: '/admin/debug/images',
    audit: '/admin/audit',
    defects: '/admin/defects',
    schedules: '/admin/schedules',
    newSchedule: '/admin/schedules/new',
    editSchedule: '/admin/schedules/:id/edit',
    settings: '/admin/settings',
    fines: '/admin/fines',
    deadlines: '/admin/deadlines',
    workOrders: '/admin/work-orders',
    workOrder: '/admin/work-orders/:id',
    workshops: '/admin/workshops',
    notifications: '/admin/notifications',
    /** The signed-in admin's own second factor. */
    security: '/admin/security',
    /** Spreadsheet imports, from the vehicles' and the users' lists. */
    vehicleImport: '/admin/vehicles/importar',
    userImport: '/admin/users/importar',
    /** 'Integrações': the company's API keys, and beside them (tabs) its webhooks and the API's reference. */
    integrations: '/admin/integracoes',
    apiReference: '/admin/integracoes/referencia',
    /** 'Integrações' › 'Webhooks': the company's signed webhooks and their delivery logs. */
    webhooks: '/admin/integracoes/webhooks',
  },
  field: {
    list: '/mobile',
    checklist: '/mobile/checklist/:id',
    desktopList: '/user-dashboard',
    desktopChecklist: '/user-checklist/:id',
    /** A vehicle's QR code leads here; the id is the label's token, not the vehicle's id. */
    vehicle: '/mobile/vehicle/:id',
    scan: '/mobile/scan',
    /** 'Enviados': what the field user sent lately, with its review state. */
    sent: '/mobile/sent',
    /** The field user's own CNH and fines. */
    driver: '/mobile/driver',
    /** 'Minhas notificações' on the phone: alert kinds × channels and the WhatsApp consent. */
    notifications: '/mobile/notifications',
  },
} as const;

const ID = ':id';
const ADMIN_PREFIX = `${screens.admin.root}/`;

/** A screen's link: its path, or for a pattern with `:id` a builder that puts the (encoded) id there. */
type Link<P extends string> = P extends `${string}${typeof ID}${string}` ? (id: string) => string : P;
type Links<T> = { readonly [K in keyof T]: T[K] extends string ? Link<T[K]> : Links<T[K]> };

function linkOf<P extends string>(pattern: P): Link<P> {
  // A replacer function: a string replacement would read `$'` or `$&` in an id as a pattern.
  const link = pattern.includes(ID) ? (id: string) => pattern.replace(ID, () => encodeURIComponent(id)) : pattern;
  return link as Link<P>;
}

function linksOf<T extends Record<string, string>>(patterns: T): Links<T> {
  return Object.fromEntries(Object.entries(patterns).map(([name, pattern]) => [name, linkOf(pattern)])) as Links<T>;
}

/** Links to every screen: a string, or `(id) => string` where the screen shows one record. */
export const paths = {
  root: screens.root,
  login: screens.login,
  dashboardAlias: screens.dashboardAlias,
  workshopLink: linkOf(screens.workshopLink),
  admin: linksOf(screens.admin),
  field: linksOf(screens.field),
};

type AdminScreen = Exclude<keyof typeof screens.admin, 'root'>;
type UnderAdmin<P> = P extends `${typeof ADMIN_PREFIX}${infer Rest}` ? Rest : never;

/**
 * Route patterns for the router: the admin screens relative to /admin (the router nests them
 * there), the field screens whole.
 */
export const routePatterns = {
  admin: Object.fromEntries(
    Object.entries(screens.admin)
      .filter(([name]) => name !== 'root')
      .map(([name, pattern]) => [name, pattern.slice(ADMIN_PREFIX.length)]),
  ) as { readonly [K in AdminScreen]: UnderAdmin<(typeof screens.admin)[K]> },
  field: screens.field,
  workshopLink: screens.workshopLink,
};

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
