// The product's logo (web/public/favicon.png, 64 × 64 PNG) inside the functions' code, so the
// deployed build (functions/lib) carries it: the deployed function has no web/ beside it.
// report-logo.test.ts checks that it is still the favicon's bytes.
export const SHIPPED_LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHeAAABG0lEQVR42u2bQQ7DMAgE/ZF8qe/vb9JbValNhGtYL7Ar+c7MIbaJGWMyx+N5Mq/hHXbgMCHZwZdEVIOfklAV3iShOvythC7wlxJaC+gG/yVBAiSgsYCu8G8JEiABEiABWddn2gn4lTYC7lJegCVlBVhTUsBMygmIgk8hIBKeXsBsWgsodxBCwNMKQMG7CPAsBg2/LMC7KDT8kgDv4nbA/y3Au0jEdgcXYC10J3y4AEvBO+HDvgHWwnfDh+wCVgAGePdzgBWEBd7tJBiVVF3hjPDud4H2ArwkpP8xkgU+9DqcAT68H8AOD2mIMMPDOkKs8NCWGCM8vCfIBq8HEhIgAaceSkqABEiABiYkQENTGpvT4KRGZzU83XN8/gUqSmycPZy31AAAAABJRU5ErkJggg==',
  'base64',
);
