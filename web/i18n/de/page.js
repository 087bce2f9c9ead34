// The page area of the German catalog (web/i18n/catalogs.js).
export default Object.freeze({
  'page.unit.bytes': '{value} B',
  'page.unit.kb': '{value} KB',
  'page.unit.mb': '{value} MB',
  'page.unit.gb': '{value} GB',
  'page.unit.ms': '{value} ms',
  'page.unit.s': '{value} s',
});
