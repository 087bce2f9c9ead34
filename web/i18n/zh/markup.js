// The markup area of the zh catalog (web/i18n/catalogs.js): the text of index.html.
export default Object.freeze({
  'markup.title': 'N-Puzzle Lab 滑块拼图实验室',
  'markup.masthead.howToPlayLabel': '玩法：',
  'markup.masthead.howToPlay':
    '点击或拖动空格旁的方块使其滑动，或按“求解”观看 A* 找到回家的最短路径。',
  'markup.preferences.language': '语言',
  'markup.preferences.languageTitle': '页面的语言；你分享的链接会保留它',
});
