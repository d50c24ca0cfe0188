import { describe, expect, it } from 'vitest';
import { collectImageUrls, imageFileName, isUploadedImageUrl, rewriteImageUrls } from './imageRefs';

const doc = {
  id: 'a1',
  screens: { s1: { id: 's1', style: { backgroundImage: { url: 'a1/bg.png', w: 10, h: 10 } } } },
  widgets: {
    w1: {
      id: 'w1',
      style: { backgroundImage: { url: 'a1/pic.jpg', w: 5, h: 5 } },
      hover: { backgroundImage: { url: 'a1/pic.jpg' } },
    },
    w2: { id: 'w2', style: { backgroundImage: { url: 'https://example.test/x.png' } } },
    w3: { id: 'w3', style: { backgroundImage: null, color: '#fff' } },
  },
  templates: { t1: { id: 't1', style: { backgroundImage: { url: 'a0/old.gif' } } } },
};

describe('image references', () => {
  it('collects every uploaded image once, not links elsewhere', () => {
    expect(collectImageUrls(doc)).toEqual(['a1/bg.png', 'a1/pic.jpg', 'a0/old.gif']);
    expect(isUploadedImageUrl('data:image/png;base64,x')).toBe(false);
    expect(isUploadedImageUrl('//cdn.test/x.png')).toBe(false);
  });

  it('names the file of a url', () => {
    expect(imageFileName('a1/pic.jpg')).toBe('pic.jpg');
    expect(imageFileName('pic.jpg')).toBe('pic.jpg');
  });

  it('rewrites the urls in a copy, everywhere they occur, and keeps the rest', () => {
    const renamed = new Map([
      ['a1/pic.jpg', 'b2/new.jpg'],
      ['a1/bg.png', 'b2/bg2.png'],
    ]);
    const out = rewriteImageUrls(doc, renamed);
    expect(out.widgets.w1.style.backgroundImage).toEqual({ url: 'b2/new.jpg', w: 5, h: 5 });
    expect(out.widgets.w1.hover.backgroundImage).toEqual({ url: 'b2/new.jpg' });
    expect(out.screens.s1.style.backgroundImage.url).toBe('b2/bg2.png');
    expect(out.templates.t1.style.backgroundImage.url).toBe('a0/old.gif');
    expect(out.widgets.w2.style.backgroundImage.url).toBe('https://example.test/x.png');
    expect(doc.widgets.w1.style.backgroundImage.url).toBe('a1/pic.jpg');
  });
});
