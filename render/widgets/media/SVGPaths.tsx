// The vector editor's paths (`props.paths` in their frame `props.bbox`) are drawn as a Vector's.
export { default, frame } from './Vector';
