// The page area of the Simplified Chinese catalog (web/i18n/catalogs.js).
export default Object.freeze({
  'page.unit.bytes': '{value} 字节',
  'page.unit.kb': '{value} KB',
  'page.unit.mb': '{value} MB',
  'page.unit.gb': '{value} GB',
  'page.unit.ms': '{value} 毫秒',
  'page.unit.s': '{value} 秒',
});
