import { describeMachineModel } from '../../scripts/machines/describeModel';
import { revealModel } from './models/reveal.model';

await describeMachineModel(revealModel);
