// The lab area of the zh catalog (web/i18n/catalogs.js).
export default Object.freeze({});
