// Chinese texts of the page import area.
import type { en } from './en';

export const cn: Record<keyof typeof en, string> = {
  'html.open': '导入 HTML…',
  'html.title': '导入 HTML 页面',
  'html.intro':
    '选择一个 HTML 文件或粘贴代码。页面会按原型的屏幕宽度排版（不运行其脚本），并成为一个由可编辑组件组成的新屏幕。',
  'yaml.open': '导入 YAML…',
  'yaml.title': '从 YAML 导入屏幕',
  'yaml.intro': '选择一个 YAML 文件或粘贴描述：屏幕、按类型名称列出的组件及其属性和样式、行和列。',
  file: '文件',
  pasted: '或粘贴到这里',
  submit: '导入',
  busy: '正在导入…',
  'error.empty': '请选择一个文件或粘贴要导入的内容。',
  'error.line': '第 {{line}} 行：{{message}}',
  'error.layout': '无法排版该页面：{{message}}',
  done_one: '已添加一个含 {{count}} 个组件的新屏幕。',
  done_other: '已添加一个含 {{count}} 个组件的新屏幕。',
  unmapped: '没有对应组件的元素，已用替代组件保留：',
  unmappedItem: '<{{tag}}>「{{name}}」作为 {{as}}',
  complete: '页面的每个元素都有对应的组件。',
  'export.open': '将屏幕导出为 YAML',
  'export.title': '屏幕「{{name}}」的 YAML',
  'export.text': '屏幕的 YAML',
  'export.download': '下载',
};
