// Every user flow runs twice: with JavaScript, and as a browser whose scripts never load.
export const withJavaScript = { javaScriptEnabled: true };
export const withoutJavaScript = { javaScriptEnabled: false };
