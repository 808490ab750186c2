/** Home (`/Main`): what needs the signed-in user today and the national status. */
export { homeModule } from './home.module.js';
