// The lab area of the en catalog (web/i18n/catalogs.js).
export default Object.freeze({});
