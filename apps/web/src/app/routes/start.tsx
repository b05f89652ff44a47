/** /app (issue 36 item 4): where the installed app opens; its own lazy chunk, precached with the shell. */
export { StartPage as StartRoute } from '../../features/dashboard/start-page';
