import { renderStandalone } from '../../tooling/standalone-root';
import App from './expose/app';

renderStandalone(App);
