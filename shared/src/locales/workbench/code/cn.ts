import type { en } from './en';

export const cn: Record<keyof typeof en, string> = {
  title: '代码',
  intro: '将原型下载为开发者可以阅读、运行和保留的代码。',
  kind: '导出为',
  'kind.site': '静态网站（从磁盘打开，无需构建）',
  'kind.react': 'React 项目（Vite 和 TypeScript）',
  download: '下载 ZIP',
  preparing: '正在准备 ZIP…',
  screen: '屏幕',
  file: '文件',
  preview: '屏幕的代码',
  copy: '复制',
  copied: '代码已复制',
  copyFailed: '无法复制代码',
  drawn: '此屏幕上以普通方框绘制：{{types}}',
  missingImages_one: '{{count}} 张图片无法加入 ZIP',
  missingImages_other: '{{count}} 张图片无法加入 ZIP',
  noScreens: '原型还没有可导出的屏幕。',
};
