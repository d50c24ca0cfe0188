// Navigation for code outside React (the session rules). The router installs itself at start;
// until then the hash is set directly.

type Navigate = (path: string) => void;

let navigateImpl: Navigate = (path) => {
  window.location.hash = path;
};

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

/** Goes to a route path such as "/" or "/my-account.html". */
export function navigateTo(path: string): void {
  navigateImpl(path);
}
