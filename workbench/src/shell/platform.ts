// SPEC §2: on Windows a special scroll style is applied (thin scroll bars; see app.css).

export const WINDOWS_CLASS = 'platform-windows';

interface NavigatorLike {
  platform?: string;
  userAgent?: string;
  userAgentData?: { platform?: string };
}

export function isWindows(nav: NavigatorLike): boolean {
  const platform = nav.userAgentData?.platform ?? nav.platform ?? '';
  return /^win/i.test(platform) || /Windows NT/.test(nav.userAgent ?? '');
}

export function applyPlatformClass(root: HTMLElement = document.documentElement, nav: NavigatorLike = navigator): void {
  root.classList.toggle(WINDOWS_CLASS, isWindows(nav));
}
