import { describeMachineModel } from '../../scripts/machines/describeModel';
import { mobileMenuModel } from './models/mobileMenu.model';

await describeMachineModel(mobileMenuModel);
