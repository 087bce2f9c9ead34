// The lab area of the de catalog (web/i18n/catalogs.js).
export default Object.freeze({});
