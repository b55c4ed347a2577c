import { describeMachineModel } from '../../scripts/machines/describeModel';
import { serviceDialogModel } from './models/serviceDialog.model';

await describeMachineModel(serviceDialogModel);
