// The brand colour outside the stylesheet: the browser's theme colour and the installed app's (tailwind's brand-600).
export const THEME_COLOR = "#ea580c";
