import { describeMachineModel } from '../../scripts/machines/describeModel';
import { contactFormModel } from './models/contactForm.model';

await describeMachineModel(contactFormModel);
